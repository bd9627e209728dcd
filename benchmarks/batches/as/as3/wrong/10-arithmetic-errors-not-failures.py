# Wrong: breaks "Every Exception counts, of any built-in kind" and "For each hook that raised ...
# report(hook, exception) is called": it treats an ArithmeticError (a metric dividing by zero on an
# empty session) as "no data", neither reported nor counted.
# Input: run_observers([lambda e: 1 / 0], "end", r) returns 0 and never calls r; expected 1.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except ArithmeticError:
            continue  # nothing to measure yet (0 calls, 0 seconds): not the hook's fault
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
