# Right: for each block whose "type" is exactly "tool_use" (in order, content not modified), calls
# call_tool(block) once; an Exception's place gets a new dict with type, block["id"], is_error
# True and "call failed: " + traceback.format_exception_only(exc) joined, which holds str(exc) as
# it is (or, for a SyntaxError with location, its args[0]), is never blank (it names the class
# even for an empty message or a class without docstring), never calls repr(exc), and starts with
# our own "call failed:" words. Only Exception is caught; the message dict is new per call.
import traceback


def answer_turn(call_tool, content):
    answered = []
    for position in range(len(content)):
        block = content[position]
        if block.get("type") != "tool_use":
            continue
        try:
            outcome = call_tool(block)
        except Exception as exc:
            outcome = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": "call failed: " + "".join(traceback.format_exception_only(exc)),
            }
        answered.append(outcome)
    return dict(role="user", content=answered)
