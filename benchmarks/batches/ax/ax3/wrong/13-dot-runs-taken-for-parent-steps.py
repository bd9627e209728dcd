# Breaks "Normalising is on the text only ... `..hidden` ... are names": a hand-written normaliser
# takes any part made only of 2+ dots ("..." too) for a step up. Input: cwd "/work/project",
# Write file_path ".../notes.txt" (a folder named "..." inside the project) -> resolved to
# /work/notes.txt -> Deny instead of None.
from toolhooks import Deny


def _normalise(path):
    parts = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if set(part) == {"."}:  # "..", and the "..." some tools write, climb
            if parts:
                parts.pop()
            continue
        parts.append(part)
    return "/" + "/".join(parts)


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    folder = _normalise(folder)
    target = _normalise(file_path if file_path.startswith("/") else folder + "/" + file_path)
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path} is outside the project folder.", f"write it under {folder}.")
