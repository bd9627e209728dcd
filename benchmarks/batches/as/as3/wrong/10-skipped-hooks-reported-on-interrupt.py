# Wrong: breaks "For each hook that raised ... report(hook, exception)" and "a KeyboardInterrupt ...
# propagates as it is, and no hook after it runs; nothing else": before re-raising, it reports
# every hook left unrun. Input: [raise_keyboard_interrupt, ok_hook] -> report(ok_hook, RuntimeError)
# is called although ok_hook never raised; expected no report call, then KeyboardInterrupt.
def run_observers(hooks, event, report):
    failed = 0
    for position, hook in enumerate(hooks):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
        except (KeyboardInterrupt, SystemExit):
            for skipped in hooks[position + 1:]:
                report(skipped, RuntimeError("observer skipped: the run was interrupted"))
            raise
    return failed
