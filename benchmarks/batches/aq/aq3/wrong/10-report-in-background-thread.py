# Breaks: "`report(hook, exception)` is called once, at once (before the next hook runs)".
# Input: hooks = [failing_hook, second_hook] where second_hook appends "second" to a log and report
# sleeps 0.05 s then appends "report": the log reads ["second", "report"], since each report runs on a
# thread of its own (joined only before returning) so a slow error sink cannot hold up the agent.
import threading


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    senders = []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            sender = threading.Thread(target=report, args=(hook, exc), daemon=True)
            sender.start()
            senders.append(sender)
    for sender in senders:
        sender.join()
    return failed
