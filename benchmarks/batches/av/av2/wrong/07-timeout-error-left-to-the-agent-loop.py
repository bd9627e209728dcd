# Breaks: "When call_tool raises an Exception (any class: OSError, ...), its place holds a dict
# ... and the blocks after it still run" -- TimeoutError (an OSError) is re-raised for the agent
# loop to retry. Input: call_tool raising TimeoutError("lookup took over 30 s") on the first of
# two tool_uses: answer_turn raises and the second block never runs.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except TimeoutError:
            raise  # transient: the agent loop retries the whole turn, do not answer it
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
