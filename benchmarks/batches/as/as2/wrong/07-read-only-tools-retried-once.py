# Breaks: "with `call_tool` ... called once per block": a block whose tool name looks read-only
# (get_/lookup_/list_/search_/read_) is called a second time when the first call raises.
# Input: [{"type": "tool_use", "id": "t1", "name": "lookup_user", "input": {}}] with a call_tool
# that raises ValueError("flaky") the first time calls it twice (and answers with its result).
_READ_ONLY = ("get_", "lookup_", "list_", "search_", "read_")


def _error(block, exc):
    message = str(exc)
    head = f"Tool call failed ({type(exc).__name__})"
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
            "content": f"{head}: {message}" if message.strip() else head + "."}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            name = block.get("name")
            if isinstance(name, str) and name.startswith(_READ_ONLY):
                try:  # reads are idempotent: one more try is safe
                    results.append(dict(call_tool(block)))
                    continue
                except Exception as again:
                    exc = again
            results.append(_error(block, exc))
    return {"role": "user", "content": results}
