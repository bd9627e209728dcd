# Breaks "Every Exception counts, of any built-in kind" and "For each hook that raised ...
# report(hook, exception) is called": a KeyError/IndexError is taken for "this event lacks
# the field, nothing to observe"; a hook raising KeyError("content") returns 0, unreported.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except LookupError:
            continue
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
