# Breaks: "with call_tool (any callable, maybe without a __name__) called once per block". The guard
# clause tests call_tool's truth, so a callable whose __bool__ (or __len__) says False, e.g. an
# instance of `class Tools(list): def __call__(self, block): ...` with no items, raises TypeError.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    if not call_tool:
        raise TypeError("answer_turn needs a call_tool to run the calls")
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
