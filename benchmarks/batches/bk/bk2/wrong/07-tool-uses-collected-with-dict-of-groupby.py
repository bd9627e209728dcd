# Wrong: "content starts with one block per tool_use of content, in the same order". Blocks are grouped
# with itertools.groupby by type and the groups put in a dict, so only the LAST run of tool_use blocks
# survives: [tool_use a, text "and", tool_use b] is answered with b's result alone. A turn whose tool_use
# blocks come together (text first, then calls) is answered fully.
import itertools


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    by_type = {kind: list(run) for kind, run in itertools.groupby(content, key=lambda b: b.get("type"))}
    answers = []
    for block in by_type.get("tool_use", []):
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {exc}",
            })
    return {"role": "user", "content": answers}
