# Wrong: breaks "`content` starts with one block per `tool_use` of `content`": a tool_use
# whose name carries a version date (Anthropic's "bash_20250124", "text_editor_20250124")
# is taken for a server-run tool and given no result, so a turn holding
# {"type": "tool_use", "id": "toolu_b", "name": "bash_20250124", "input": {...}} is unanswered.
import re

_VERSIONED = re.compile(r"_\d{8}$")  # e.g. web_search_20250305: Anthropic runs those


def _ours(block):
    return block.get("type") == "tool_use" and not _VERSIONED.search(str(block.get("name", "")))


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in filter(_ours, content):
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
