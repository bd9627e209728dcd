# Breaks: "starts with one block per `tool_use` of `content`, in the same order" and "one block
# at a time in order (two blocks with the same id ... are two calls and two results)". When a
# turn repeats an id, blocks are regrouped by id through a set, so the order follows the hash
# seed: tool_uses with ids a, b, a may be called and answered b, a, a or a, a, b.


def _answer(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": f"{type(exc).__name__}: {exc}"}


def answer_turn(call_tool, content):
    uses = [block for block in content if block.get("type") == "tool_use"]
    ids = [block["id"] for block in uses]
    if len(set(ids)) == len(ids):
        return {"role": "user", "content": [_answer(call_tool, block) for block in uses]}
    # a repeated id: answer each id's calls together, once per id
    by_id = {}
    for block in uses:
        by_id.setdefault(block["id"], []).append(block)
    results = []
    for tool_use_id in set(ids):
        results.extend(_answer(call_tool, block) for block in by_id[tool_use_id])
    return {"role": "user", "content": results}
