# Breaks: "returns guard(block) as it is whenever that is not None". A concurrent.futures.Future
# verdict is waited on and its result returned: a guard returning a Future already resolved to
# None makes the original run; one resolved to "no" gives "no" instead of the Future itself.
from concurrent.futures import Future

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if isinstance(verdict, Future):  # a guard that ran its check on a pool
            verdict = verdict.result()
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
