# Breaks: each result is "exactly what call_tool(block) returned ..., a warning or not".
# Calls run under warnings.simplefilter("error"), so a tool that merely warns now raises:
# call_tool doing warnings.warn("slow backend") then returning its result is answered with an is_error result.
import warnings


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error")  # surface tool problems early
                results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
