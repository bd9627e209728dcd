# Breaks (Ex. 10, Returns): "Every Exception counts, of any built-in kind (... an OSError ...)"
# and "For each hook that raised ... report(hook, exception) is called once".
# Input: a hook raising FileNotFoundError(2, "No such file", "data/audit_log.jsonl") (a log
# rotated away): this answer returns 0 and never reports it; expected 1 and one report call.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except FileNotFoundError:
            continue  # the file was rotated or cleaned up meanwhile: nothing to record
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
