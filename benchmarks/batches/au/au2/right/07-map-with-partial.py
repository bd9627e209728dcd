# Right: map() over filter() stays lazy but list() drains it at once, one block at a time in
# order, so each tool_use is called once and the results come first (nothing follows them).
# _answer_one catches Exception only (StopIteration included, inside the helper): an is_error
# tool_result for block["id"] whose text is "<qualname>: <str(exc)>" (never blank, never BLOCKED:).
from functools import partial


def _is_tool_use(block):
    return block.get("type") == "tool_use"


def _answer_one(call_tool, block):
    try:
        return dict(call_tool(block))
    except Exception as exc:
        return {
            "type": "tool_result",
            "tool_use_id": block["id"],
            "is_error": True,
            "content": f"{exc.__class__.__qualname__}: {exc}",
        }


def answer_turn(call_tool, content):
    return {"role": "user", "content": list(map(partial(_answer_one, call_tool), filter(_is_tool_use, content)))}
