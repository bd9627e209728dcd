# Breaks: "Each call's message is new, sharing no dict with another's" -- every error result
# this answer writes carries the same module-level {"type": "ephemeral"} dict (a prompt-caching
# breakpoint). Input: two answer_turn calls, each with a call_tool raising ValueError("x"):
# m1["content"][0]["cache_control"] is m2["content"][0]["cache_control"].
_EPHEMERAL = {"type": "ephemeral"}  # cache the (long) error text: it repeats across turns


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"The tool failed with {type(exc).__name__}: {exc}",
                            "cache_control": _EPHEMERAL})
    return {"role": "user", "content": results}
