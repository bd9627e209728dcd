# Breaks: "the folder's name is text, one folder, not a pattern (`.`, `[1]`, `:`, `;`, `,`, `|`, ... are letters)".
# Input: Write {"file_path": "/work/a/x.txt"} with cwd "/work/a|b": returns None, since the answer reads "|" in
# the folder as a matcher does in "Write|Edit" (several roots: "/work/a" and "b"); /work/a/x.txt is outside the
# one folder "/work/a|b", so it must be a Deny. Folders without "|" behave.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "ask the user to start the session from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    target = os.path.normpath(os.path.join(cwd, path))
    for root in cwd.split("|"):  # "a|b" lists roots, as "Write|Edit" lists tools
        folder = os.path.normpath(root)
        if target == folder or target.startswith(folder.rstrip("/") + "/"):
            return None
    return Deny(f"{path!r} is outside the project folder.", f"write under {cwd} instead.")
