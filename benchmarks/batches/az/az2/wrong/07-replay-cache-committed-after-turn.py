# Breaks "call_tool ... called once per block" and "Each call's message is new, sharing no
# dict with another's": ids answered in an earlier turn are remembered (replay protection) and
# a later block with the same id gets the stored result, call_tool never called for it.
# Input: answer_turn(f, [tool_use id "toolu_01"]) twice: the second turn does not call f.
from toolhooks.errors import describe_exception

_ANSWERED = {}  # tool_use id -> the result it got, from earlier turns


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, fresh = [], {}
    for block in content:
        if block.get("type") != "tool_use":
            continue
        if block["id"] in _ANSWERED:  # a replayed id: the model already has its answer
            results.append(_ANSWERED[block["id"]])
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {describe_exception(exc)}",
            }
        results.append(result)
        fresh[block["id"]] = result
    _ANSWERED.update(fresh)  # committed once the whole turn is answered
    return {"role": "user", "content": results}
