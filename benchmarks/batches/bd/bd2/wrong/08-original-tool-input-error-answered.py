# Wrong: breaks "when the original raises, its exception propagates too (... of any kind)". A
# ToolInputError from the original (notebook 04's "Denied" tool) is answered with an is_error
# tool_result instead of propagating: an original raising ToolInputError("Denied") makes
# dispatcher.call_tool(block) return {"type": "tool_result", ..., "is_error": True}.
from toolhooks import ToolInputError

_NOTHING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            return original(block)
        except ToolInputError as exc:  # bad input: answer it, the model can fix its call
            return {
                "type": "tool_result",
                "tool_use_id": block.get("id", ""),
                "is_error": True,
                "content": f"Invalid input: {exc}",
            }

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool sits on top of this guard")
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
