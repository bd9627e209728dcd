# Breaks: "called once per block (the block as it is in content, or an equal copy of it)". Each block
# is marked "_answering": True while its call runs (so a call_tool that calls answer_turn on the same
# turn does not run it again), then unmarked: the block call_tool receives is not equal to the one
# sent, e.g. call_tool=lambda b: seen.append(dict(b)) or ok(b) records {"_answering": True, ...}.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use" or block.get("_answering"):
            continue
        block["_answering"] = True
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
        finally:
            del block["_answering"]
    return {"role": "user", "content": results}
