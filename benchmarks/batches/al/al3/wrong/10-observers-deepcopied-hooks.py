# Breaks: "with the hook object as listed" and "leaves `hooks` as it was" read as "work on a
# deep copy": callable instances are copied, so a stateful hook (an AuditLog, a recorder
# object) is never called itself and report gets the copy. Input: hooks=[Recorder()] whose
# __call__ appends to self.seen and raises: the original's seen stays [], report gets a copy.
import copy


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in copy.deepcopy(hooks):  # "leave hooks as it was": never touch the originals
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
