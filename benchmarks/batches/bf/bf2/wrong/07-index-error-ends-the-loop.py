# Breaks: "When call_tool raises an Exception ... its place holds a dict ... and the blocks after it
# still run." The loop walks content by index and stops on IndexError, so an IndexError raised by
# call_tool ends the turn. Input: [tool_use A, tool_use B] with call_tool raising
# IndexError("list index out of range") for A: no result for A, and B is never called.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    position = 0
    while True:
        try:
            block = content[position]
            position += 1
            if block.get("type") == "tool_use":
                results.append(call_tool(block))
        except IndexError:
            break  # past the last block
        except Exception as exc:
            message = str(exc) if str(exc).strip() else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": "Tool error: " + message})
    return {"role": "user", "content": results}
