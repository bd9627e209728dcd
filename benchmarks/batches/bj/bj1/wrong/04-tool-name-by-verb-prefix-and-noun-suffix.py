# Breaks: "The tool name is compared exactly: ... is another tool, allowed". Input: tool
# "create_upload_file" (or "create_evidence_file") in a free session returns a Deny: any name
# starting "create_" and ending "_file" counts. Every near-miss the text lists (create_case,
# create_case_file_draft, Create_Case_File, mcp__desk__create_case_file, ...) is still allowed.
from toolhooks import Deny


def free_tier_hook(call):
    name = call.tool_name
    if name.startswith("create_") and name.endswith("_file") and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page, and answer from the general FAQ meanwhile.",
        )
    return None
