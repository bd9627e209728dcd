# Right: an _Installation object holds the saved original and the saved own attribute; its bound
# method (fetched once and kept) is what goes on the dispatcher, and its bound `undo` (no
# arguments) is returned. The wrapper returns a non-None verdict as it is and otherwise the
# original's result; undo raises LookupError with a message (never AssertionError) when the
# dispatcher's own call_tool is not that very object, restores the own object or deletes it.
class _Installation:
    __slots__ = ("dispatcher", "guard", "original", "had_own", "own", "wrapper")

    def __init__(self, dispatcher, guard):
        self.dispatcher = dispatcher
        self.guard = guard
        self.had_own = "call_tool" in vars(dispatcher)
        self.own = vars(dispatcher).get("call_tool")
        self.original = getattr(dispatcher, "call_tool")
        self.wrapper = self.call  # one bound-method object, compared by identity later

    def call(self, block):
        verdict = self.guard(block)
        if verdict is None:
            return self.original(block)
        return verdict

    def undo(self):
        current = vars(self.dispatcher).get("call_tool", self)
        if current is not self.wrapper:
            raise LookupError("this guard is not on top of call_tool any more; nothing was changed")
        if self.had_own:
            setattr(self.dispatcher, "call_tool", self.own)
        else:
            delattr(self.dispatcher, "call_tool")


def install_guard(dispatcher, guard):
    installation = _Installation(dispatcher, guard)
    dispatcher.call_tool = installation.wrapper
    return installation.undo
