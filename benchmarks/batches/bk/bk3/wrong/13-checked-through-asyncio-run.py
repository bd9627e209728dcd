# Breaks Exercise 13: "It may be called ... from inside a running event loop (the Agent SDK
# calls hooks from one)". Input: any Write, e.g. {"file_path": "notes.txt"} with cwd
# "/work/project", called from inside an async def run by asyncio.run: asyncio.run raises
# RuntimeError instead of returning None. Called from plain sync code it is right.
import asyncio
import os

from toolhooks import Deny


async def _verdict(call):
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder to check writes against",
                    "ask the user to start Claude Code inside the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check", "give file_path as a path inside the project")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", f"write the file under {folder}")


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    return asyncio.run(_verdict(call))  # the SDK is async: check the way it runs
