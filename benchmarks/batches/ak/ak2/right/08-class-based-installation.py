# Right: an Installation object holds the guard (strongly), the saved original and whether the
# instance had its own call_tool; its bound __call__ is installed, so sub-calls and stacking go
# through it like any call. undo (a bound method, no arguments) raises LookupError with a
# message unless call_tool is still this installation's wrapper, and changes nothing then.
class _Installation:
    def __init__(self, dispatcher, guard):
        self.dispatcher = dispatcher
        self.guard = guard
        self.had_own = "call_tool" in vars(dispatcher)
        self.own = vars(dispatcher).get("call_tool")
        self.original = dispatcher.call_tool
        self.wrapper = self.call  # one bound-method object, kept for the identity check

    def call(self, block):
        verdict = self.guard(block)
        if verdict is None:
            return self.original(block)
        return verdict

    def undo(self):
        if vars(self.dispatcher).get("call_tool", self) is not self.wrapper:
            raise LookupError("cannot undo this guard: call_tool has been replaced since")
        if self.had_own:
            self.dispatcher.call_tool = self.own
        else:
            del self.dispatcher.call_tool


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    installation = _Installation(dispatcher, guard)
    dispatcher.call_tool = installation.wrapper
    return installation.undo
