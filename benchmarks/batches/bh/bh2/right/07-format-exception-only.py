# Right: one new {"role", "content"} dict per call; content holds, in order, one entry per block
# whose type is exactly "tool_use": call_tool(block) as returned, or, when it raises an Exception,
# a new is_error tool_result for block["id"] whose text is traceback.format_exception_only
# ("Name: message", never blank, never our own BLOCKED:, message untouched); BaseExceptions that
# are not Exceptions propagate from the loop, so no later block runs. `content` is only read.
import traceback


def _failure(block, exc):
    text = "".join(traceback.format_exception_only(exc))
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
            "content": "The call failed: " + text}


def _answers(call_tool, content):
    for block in content:
        if not (isinstance(block, dict) and block.get("type") == "tool_use"):
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = _failure(block, exc)
        yield answer


def answer_turn(call_tool, content):
    return {"role": "user", "content": list(_answers(call_tool, content))}
