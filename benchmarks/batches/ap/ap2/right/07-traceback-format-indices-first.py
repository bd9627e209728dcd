# Right: first finds the positions of the tool_use blocks, then answers them in order; a failing
# call is described with traceback.format_exception_only (it carries str(exc), or args[0] for a
# SyntaxError, as printed), after a sentence of our own so it never starts with "BLOCKED:".
# Only Exception is caught; results are returned as call_tool gave them (an unpacked copy).
import traceback


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    where = [i for i, block in enumerate(content) if block["type"] == "tool_use"]
    results = []
    for i in where:
        block = content[i]
        try:
            results.append({**call_tool(block)})
        except Exception as failure:
            text = "".join(traceback.format_exception_only(type(failure), failure))
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": "This call raised an error.\n" + text})
    message = {"role": "user"}
    message["content"] = results
    return message
