# Breaks: "The tool name is compared exactly: ... create-case-file ... is another tool,
# allowed". Runs of non-word characters are normalised to "_" (re.sub(r"\W+", "_", ...)), so a
# free session's call to "create-case-file" (or "create case file", "create.case.file") is denied.
import re

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = re.sub(r"\W+", "_", call.tool_name)
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "A free-tier session cannot open a case file.",
            "Offer the FAQ, or explain that case files come with the premium plan.",
        )
    return None
