# Breaks: "What a hook returns is ignored" and "an int, how many hooks raised". Non-empty
# returns are kept for debugging with `if returned:`, inside the try; a hook returning an
# object whose __bool__ raises (e.g. `class Ambiguous: def __bool__(self): raise
# ValueError("ambiguous")`, as a numpy array does) is counted and reported: 1, expected 0.
RETURNED = []


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if returned:
                RETURNED.append(returned)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
