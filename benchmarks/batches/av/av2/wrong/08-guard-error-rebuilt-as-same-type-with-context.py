# Breaks: "its exception propagates (wrapped or not ...), of any kind (a TypeError too, one whose
# str() raises)" -- the guard's error is rebuilt as type(exc)(message), which itself fails for
# other constructors or a raising str(). Input: a guard raising
# subprocess.CalledProcessError(2, ["policy-check"]): the call raises TypeError (missing 'cmd').
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except Exception as exc:  # same class, so callers' except clauses still match
            raise type(exc)(f"guard refused to decide on this call: {exc}") from exc
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced after this install_guard")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo


_ABSENT = object()
