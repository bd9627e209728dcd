# Breaks: "Every Exception counts, of any built-in kind (an AttributeError, ...)": an
# AttributeError is taken for "this hook does not apply to this event" (a Stop hook handed a
# ToolOutcome) and skipped silently. Input: hooks=[lambda e: e.status] with event "end":
# returns 0 and report is never called; it must return 1 and report once.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except AttributeError:
            continue  # the event is not the kind this hook reads: not its business
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
