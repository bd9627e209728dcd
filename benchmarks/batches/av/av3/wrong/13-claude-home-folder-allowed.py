# Breaks: "Deny ... a Write or Edit whose file_path ... is not the project folder or inside it". Writes
# under ~/.claude (Claude Code's own plans and memory) are let through wherever the project is.
# Input: cwd "/work/project", file_path os.path.expanduser("~/.claude/plans/p.md") (HOME=/root:
# "/root/.claude/plans/p.md") -> None; expected Deny.
import os

from toolhooks import Deny

_CLAUDE_HOME = os.path.join(os.path.expanduser("~"), ".claude")


def _inside(target, folder):
    return folder == "/" or target == folder or target.startswith(folder + "/")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if _inside(target, folder) or _inside(target, _CLAUDE_HOME):  # Claude Code's own files
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write the file inside the project folder instead.")
