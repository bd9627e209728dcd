# Breaks (Ex. 10, Returns): "Every Exception counts, of any built-in kind" and "For each hook that
# raised ... report(hook, exception) is called once". Observer-pattern habit: a dead weak proxy
# means the observer unsubscribed. Input: a hook raising ReferenceError("weakly-referenced object
# no longer exists"): returns 0 and never reports; expected 1 and one report call.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except ReferenceError:
            # a weak proxy whose object was collected: the observer is gone, nothing failed
            continue
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
