# Breaks (Ex. 10, Returns): "Every Exception counts, of any built-in kind" and "For each hook that
# raised, in order, report(hook, exception) is called once".
# Input: a hook raising EOFError("peer closed the stream") (a metrics pipe whose reader left):
# this answer returns 0 and never calls report; expected 1 and report(hook, that EOFError).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except EOFError:
            continue  # the other end hung up, as with a broken pipe: the sink is gone, not broken
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
