# Breaks: "Every Exception counts ... Only an Exception is caught and counted" (and "nothing else is
# raised"). Input: a hook raising RuntimeError("KeyboardInterrupt received in worker thread"): the
# answer reads the message, takes it for an interrupt and re-raises it instead of reporting it and
# counting 1 (the type is what decides, not the text).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            try:
                text = str(exc)
            except Exception:
                text = ""
            if "KeyboardInterrupt" in text or "SystemExit" in text:
                raise  # an interrupt that came wrapped: let it stop the run
            failures += 1
            report(hook, exc)
    return failures
