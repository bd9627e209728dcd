# Breaks: "A guard, any callable (..., whatever attributes it carries: `enabled` or `fail_open`
# change nothing), returns None or any other value" and "returns guard(block) as it is whenever
# that is not None". A guard flagged dry_run=True is only logged. Input: guard = a callable object
# with dry_run = True returning {"blocked": True} -> the original runs and its result is returned.
import logging

_ABSENT = object()
log = logging.getLogger("install_guard")


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    shadow = bool(getattr(guard, "dry_run", False))  # shadow mode: watch, don't enforce

    def guarded(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        if shadow:
            log.info("dry run: guard would have answered %r", answer)
            return original(block)
        return answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced since; undo the newer installation first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
