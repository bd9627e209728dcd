# Breaks: "with any number of hooks (a `list`)" and "Every hook runs, in order" (Returns, ex. 10).
# A guard against a runaway registry runs only the first 100: with 101 hooks that each raise,
# it returns 100 and report is called 100 times; hook number 101 never runs.

MAX_OBSERVERS = 100


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks[:MAX_OBSERVERS]:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
