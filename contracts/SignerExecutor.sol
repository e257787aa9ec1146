// SPDX-License-Identifier: MIT
// Signer-based executor: listed signers sign a payload off-chain; anyone may submit it with execTransaction; it calls only allowlisted functions.
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @dev Payload: abi.encode(address target, bytes callData, uint256 nonce, uint256 deadline).
/// The signature is an EIP-191 personal signature over payloadHash(data), which binds chain id and this contract.
/// Each nonce runs once, so a payload runs once however its signature is spelled (ECDSA also refuses high-s and
/// 64-byte forms). The executor holds roles on its targets: the allowlist keeps a leaked signer key from calling
/// anything but the functions the admin listed (in the local world, LandStaking.claimReward only).
contract SignerExecutor is AccessControl, ReentrancyGuard {
    mapping(address => bool) public isSigner;
    mapping(uint256 => bool) public usedNonces;
    /// @notice Functions the executor may call: target => function selector => allowed.
    mapping(address => mapping(bytes4 => bool)) public isAllowed;

    event SignerUpdated(address indexed signer, bool allowed);
    event CallAllowed(address indexed target, bytes4 indexed selector, bool allowed);
    event Executed(address indexed signer, address indexed target, uint256 nonce);

    error InvalidSignature();
    error NonceUsed(uint256 nonce);
    error Expired(uint256 deadline);
    error NotAllowed(address target, bytes4 selector);

    constructor(address admin, address[] memory signers) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        for (uint256 i = 0; i < signers.length; i++) {
            isSigner[signers[i]] = true;
            emit SignerUpdated(signers[i], true);
        }
    }

    function setSigner(address signer, bool allowed) external onlyRole(DEFAULT_ADMIN_ROLE) {
        isSigner[signer] = allowed;
        emit SignerUpdated(signer, allowed);
    }

    function setAllowed(address target, bytes4 selector, bool allowed) external onlyRole(DEFAULT_ADMIN_ROLE) {
        isAllowed[target][selector] = allowed;
        emit CallAllowed(target, selector, allowed);
    }

    function payloadHash(bytes calldata data) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), keccak256(data)));
    }

    function execTransaction(bytes calldata data, bytes calldata signature) external nonReentrant returns (bytes memory) {
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(payloadHash(data));
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, signature);
        if (err != ECDSA.RecoverError.NoError || !isSigner[signer]) revert InvalidSignature();
        (address target, bytes memory callData, uint256 nonce, uint256 deadline) =
            abi.decode(data, (address, bytes, uint256, uint256));
        if (block.timestamp > deadline) revert Expired(deadline);
        bytes4 selector = bytes4(callData);
        if (callData.length < 4 || !isAllowed[target][selector]) revert NotAllowed(target, selector);
        if (usedNonces[nonce]) revert NonceUsed(nonce);
        usedNonces[nonce] = true;
        (bool ok, bytes memory result) = target.call(callData);
        if (!ok) {
            // Bubble the target's revert data so callers see its own custom error.
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        emit Executed(signer, target, nonce);
        return result;
    }
}
