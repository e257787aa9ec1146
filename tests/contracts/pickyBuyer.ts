// Test-only attacker for the mystery box: a contract buyer that reverts any draw it dislikes, compiled here with solc so it never reaches abi/.
import { Contract, ContractFactory, type Signer } from 'ethers';
import solc from 'solc';

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
interface IBox {
    function buyToken(uint256 index, uint256 tokenId, uint256 amount, uint256 maxUnitPrice) external returns (uint256);
    function reveal(uint256 commitId) external returns (uint256[] memory);
}
interface IToken {
    function approve(address spender, uint256 value) external returns (bool);
}
contract PickyBuyer {
    error Disliked(uint256 landTokenId);
    IBox private immutable box;
    uint256 public wanted;
    constructor(IBox box_, IToken token, uint256 wanted_) {
        box = box_;
        wanted = wanted_;
        token.approve(address(box_), type(uint256).max);
    }
    function buy(uint256 index, uint256 tokenId) external returns (uint256) {
        return box.buyToken(index, tokenId, 1, type(uint256).max);
    }
    /// Buys and tries to see the draw in the same transaction, to revert it when it is not the wanted parcel.
    function buyAndPeek(uint256 index, uint256 tokenId) external {
        uint256 id = box.buyToken(index, tokenId, 1, type(uint256).max);
        uint256[] memory got = box.reveal(id);
        if (got[0] != wanted) revert Disliked(got[0]);
    }
    /// Reveals its own purchase and reverts when the parcel is not the wanted one (a re-roll attempt).
    function revealUnlessDisliked(uint256 commitId) external {
        uint256[] memory got = box.reveal(commitId);
        if (got[0] != wanted) revert Disliked(got[0]);
    }
    /// Would refuse an unwanted parcel if the box delivered with a receiver callback.
    function onERC721Received(address, address, uint256 landTokenId, bytes calldata) external view returns (bytes4) {
        if (landTokenId != wanted) revert Disliked(landTokenId);
        return this.onERC721Received.selector;
    }
}
`;

interface SolcOut {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

export async function deployPickyBuyer(signer: Signer, box: string, token: string, wanted: bigint): Promise<Contract> {
  const input = {
    language: 'Solidity',
    sources: { 'PickyBuyer.sol': { content: SOURCE } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOut;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts['PickyBuyer.sol']!.PickyBuyer!;
  const deployed = await new ContractFactory(c.abi as never, `0x${c.evm.bytecode.object}`, signer).deploy(box, token, wanted);
  await deployed.waitForDeployment();
  return deployed as unknown as Contract;
}
