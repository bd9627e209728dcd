# Breaks: "otherwise what the saved original returns (...), whatever it is" -- a result that is a
# generator (a streaming tool) is drained and joined into one string. Input: a dispatcher whose
# call_tool returns (chunk for chunk in ["a", "b"]), a guard returning None: the wrapped call
# returns "ab" instead of the generator object.
import inspect


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    sentinel = object()
    own = vars(dispatcher).get("call_tool", sentinel)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        if inspect.isgenerator(result):  # streamed output: collect it before handing it on
            result = "".join(str(chunk) for chunk in result)
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the guard installed after this one first")
        if own is sentinel:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
