# Breaks "Each call's message is new, sharing no dict with another's" (and "Leave ... as it
# arrived" for what was returned): a MemoryError is answered with one dict built in advance (no
# memory to build one then), its id overwritten each time. Input: two answer_turn calls whose
# call_tool raises MemoryError, for "toolu_a" then "toolu_b": the first message now says "toolu_b".
_OUT_OF_MEMORY = {"type": "tool_result", "tool_use_id": "", "is_error": True,
                  "content": "The tool ran out of memory (MemoryError)."}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except MemoryError:
            _OUT_OF_MEMORY["tool_use_id"] = block["id"]
            results.append(_OUT_OF_MEMORY)
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
