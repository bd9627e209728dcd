# Breaks "`call_tool` (any callable, maybe without a `__name__`)" with "When `call_tool` raises ...
# its place holds a dict ... saying what failed": the failure text names call_tool.__name__, which
# a functools.partial (or a HookedCall) lacks, so AttributeError escapes the except clause.
# Input: answer_turn(functools.partial(tool_raising_ValueError), [tool_use "a"]) -> AttributeError.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{call_tool.__name__} failed on {block.get('name')}: {exc}",
                }
            )
    return {"role": "user", "content": results}
