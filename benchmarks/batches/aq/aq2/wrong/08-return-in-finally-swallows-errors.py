# Breaks: "A guard that raises fails the call closed: its exception propagates" (and "when the original
# raises, its exception propagates too"). The wrapper returns from a `finally` so that it "always hands
# something back", which swallows any exception: a guard doing 1 / 0 makes call_tool return None.
import logging

_log = logging.getLogger(__name__)
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        answer = None
        try:
            verdict = guard(block)
            answer = verdict if verdict is not None else original(block)
        finally:
            _log.debug("guarded call answered %r", answer)
            return answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced after this guard; undo the newer one first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
