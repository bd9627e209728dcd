# Breaks "returns `guard(block)` as it is whenever that is not `None` (... a string (`""`,
# `" no\n"`, `"{}"` too: never stripped or decoded) ...)": a guard saying "ok" or "allow"
# in words is read as letting the call through. Input: guard = lambda block: "ok" ->
# the original runs and its result is returned instead of "ok".
_MISSING = object()
_ALLOW_WORDS = {"ok", "allow", "allowed", "pass"}


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None or (isinstance(verdict, str) and verdict.strip().lower() in _ALLOW_WORDS):
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if getattr(dispatcher, "call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
