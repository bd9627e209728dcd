# Breaks: "returns guard(block) as it is whenever that is not None (... the original does not
# run)" -- any value other than None, True too. A guard answering True ("ok") is taken as an
# approval. Input: a guard returning True -> the original runs and its result comes back.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None or verdict is True:  # no objection, or an explicit OK
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
