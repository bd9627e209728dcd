# Breaks (Ex. 13): Deny a Write or Edit whose path "is not the project folder or inside it" (one
# folder). The folder of transcript_path (Claude Code's own project data) is allowed as well.
# Input: attributes {"cwd": "/work/project", "transcript_path": "/home/u/.claude/projects/p/s.jsonl"},
# Write {"file_path": "/home/u/.claude/projects/p/memory.md"}: returns None; expected a Deny.
import os

from toolhooks import Deny


def _inside(target, folder):
    return target == folder or target.startswith(folder.rstrip("/") + "/")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    attributes = call.context.attributes
    folder = attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder", "open the project, then retry")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the write names no file", "give file_path, a path inside the project")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    allowed = [folder]
    transcript = attributes.get("transcript_path")
    if isinstance(transcript, str) and transcript:
        allowed.append(os.path.dirname(os.path.normpath(transcript)))  # the session's own notes
    if any(_inside(target, place) for place in allowed):
        return None
    return Deny(f"{path} is outside the project folder", f"write it under {folder}")
