# Right: a generator answers the tool_use blocks one at a time, in order (its try/except sits
# inside the generator, so a StopIteration from call_tool is an ordinary Exception there);
# a failure's text is traceback.format_exception_only, which always names the class and
# holds str(exc) unchanged; interrupts and exits pass through; list() makes a fresh list.
import traceback


def _answers(call_tool, blocks):
    for block in blocks:
        if block["type"] == "tool_use":
            try:
                yield call_tool(block)
            except Exception as exc:
                yield {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": "".join(traceback.format_exception_only(exc)),
                }


def answer_turn(call_tool, content):
    return {"role": "user", "content": list(_answers(call_tool, content))}
