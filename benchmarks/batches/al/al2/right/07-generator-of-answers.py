# Right: a fresh dict with only "role" and "content" per call; a generator walks `content` once,
# in order, calls call_tool once per block whose "type" == "tool_use" (nothing else), keeps its
# return value as it is, and answers any Exception (never a BaseException) with an is_error
# result for block["id"] naming the class and holding str(exc) unchanged; `content` is not touched.


def _answers(call_tool, content):
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            yield call_tool(block)
        except Exception as exc:
            yield {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"call_tool raised {type(exc).__name__}: {exc}",
            }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return dict(role="user", content=list(_answers(call_tool, content)))
