# Wrong: "Every Exception counts ... of any built-in kind". A hook that cannot encode a
# character is taken for an output glitch, not a failure: a hook raising
# UnicodeEncodeError("ascii", "é", 0, 1, "no") is neither reported nor counted (returns 0).
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except UnicodeError:
            continue  # the terminal's encoding, not the hook
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
