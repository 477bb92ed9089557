import { t as __commonJSMin } from "./rolldown-runtime-B8NLbhFH.js";
// node_modules/axobject-query/lib/util/iteratorProxy.js
var require_iteratorProxy = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	function iteratorProxy() {
		var values = this;
		var index = 0;
		var iter = {
			"@@iterator": function iterator() {
				return iter;
			},
			next: function next() {
				if (index < values.length) {
					var value = values[index];
					index = index + 1;
					return {
						done: false,
						value
					};
				} else return { done: true };
			}
		};
		return iter;
	}
	exports.default = iteratorProxy;
}));
// node_modules/axobject-query/lib/util/iterationDecorator.js
var require_iterationDecorator = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = iterationDecorator;
	var _iteratorProxy = _interopRequireDefault(require_iteratorProxy());
	function _interopRequireDefault(obj) {
		return obj && obj.__esModule ? obj : { default: obj };
	}
	function _typeof(obj) {
		"@babel/helpers - typeof";
		return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(obj) {
			return typeof obj;
		} : function(obj) {
			return obj && "function" == typeof Symbol && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj;
		}, _typeof(obj);
	}
	function iterationDecorator(collection, entries) {
		if (typeof Symbol === "function" && _typeof(Symbol.iterator) === "symbol") Object.defineProperty(collection, Symbol.iterator, { value: _iteratorProxy.default.bind(entries) });
		return collection;
	}
}));
// node_modules/axobject-query/lib/etc/objects/AbbrRole.js
var require_AbbrRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "abbr" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/AlertDialogRole.js
var require_AlertDialogRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "alertdialog" }
		}],
		type: "window"
	};
}));
// node_modules/axobject-query/lib/etc/objects/AlertRole.js
var require_AlertRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "alert" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/AnnotationRole.js
var require_AnnotationRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ApplicationRole.js
var require_ApplicationRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "application" }
		}],
		type: "window"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ArticleRole.js
var require_ArticleRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "article" }
		}, {
			module: "HTML",
			concept: { name: "article" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/AudioRole.js
var require_AudioRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "audio" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/BannerRole.js
var require_BannerRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "banner" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/BlockquoteRole.js
var require_BlockquoteRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "blockquote" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/BusyIndicatorRole.js
var require_BusyIndicatorRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { attributes: [{
				name: "aria-busy",
				value: "true"
			}] }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ButtonRole.js
var require_ButtonRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "button" }
		}, {
			module: "HTML",
			concept: { name: "button" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/CanvasRole.js
var require_CanvasRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "canvas" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/CaptionRole.js
var require_CaptionRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "caption" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/CellRole.js
var require_CellRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [
			{
				module: "ARIA",
				concept: { name: "cell" }
			},
			{
				module: "ARIA",
				concept: { name: "gridcell" }
			},
			{
				module: "HTML",
				concept: { name: "td" }
			}
		],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/CheckBoxRole.js
var require_CheckBoxRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "checkbox" }
		}, {
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "checkbox"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ColorWellRole.js
var require_ColorWellRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "color"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ColumnHeaderRole.js
var require_ColumnHeaderRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "columnheader" }
		}, {
			module: "HTML",
			concept: { name: "th" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ColumnRole.js
var require_ColumnRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ComboBoxRole.js
var require_ComboBoxRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "combobox" }
		}, {
			module: "HTML",
			concept: { name: "select" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ComplementaryRole.js
var require_ComplementaryRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "complementary" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ContentInfoRole.js
var require_ContentInfoRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "structureinfo" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DateRole.js
var require_DateRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "date"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DateTimeRole.js
var require_DateTimeRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "datetime"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DefinitionRole.js
var require_DefinitionRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "dfn" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DescriptionListDetailRole.js
var require_DescriptionListDetailRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "dd" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DescriptionListRole.js
var require_DescriptionListRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "dl" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DescriptionListTermRole.js
var require_DescriptionListTermRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "dt" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DetailsRole.js
var require_DetailsRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "details" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DialogRole.js
var require_DialogRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "dialog" }
		}, {
			module: "HTML",
			concept: { name: "dialog" }
		}],
		type: "window"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DirectoryRole.js
var require_DirectoryRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "directory" }
		}, {
			module: "HTML",
			concept: { name: "dir" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DisclosureTriangleRole.js
var require_DisclosureTriangleRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: {
				constraints: ["scoped to a details element"],
				name: "summary"
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DivRole.js
var require_DivRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "div" }
		}],
		type: "generic"
	};
}));
// node_modules/axobject-query/lib/etc/objects/DocumentRole.js
var require_DocumentRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "document" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/EmbeddedObjectRole.js
var require_EmbeddedObjectRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "embed" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/FeedRole.js
var require_FeedRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "feed" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/FigcaptionRole.js
var require_FigcaptionRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "figcaption" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/FigureRole.js
var require_FigureRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "figure" }
		}, {
			module: "HTML",
			concept: { name: "figure" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/FooterRole.js
var require_FooterRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "footer" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/FormRole.js
var require_FormRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "form" }
		}, {
			module: "HTML",
			concept: { name: "form" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/GridRole.js
var require_GridRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "grid" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/GroupRole.js
var require_GroupRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "group" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/HeadingRole.js
var require_HeadingRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [
			{
				module: "ARIA",
				concept: { name: "heading" }
			},
			{
				module: "HTML",
				concept: { name: "h1" }
			},
			{
				module: "HTML",
				concept: { name: "h2" }
			},
			{
				module: "HTML",
				concept: { name: "h3" }
			},
			{
				module: "HTML",
				concept: { name: "h4" }
			},
			{
				module: "HTML",
				concept: { name: "h5" }
			},
			{
				module: "HTML",
				concept: { name: "h6" }
			}
		],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/IframePresentationalRole.js
var require_IframePresentationalRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "window"
	};
}));
// node_modules/axobject-query/lib/etc/objects/IframeRole.js
var require_IframeRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "iframe" }
		}],
		type: "window"
	};
}));
// node_modules/axobject-query/lib/etc/objects/IgnoredRole.js
var require_IgnoredRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ImageMapLinkRole.js
var require_ImageMapLinkRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ImageMapRole.js
var require_ImageMapRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: {
				name: "img",
				attributes: [{ name: "usemap" }]
			}
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ImageRole.js
var require_ImageRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "img" }
		}, {
			module: "HTML",
			concept: { name: "img" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/InlineTextBoxRole.js
var require_InlineTextBoxRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "input" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/InputTimeRole.js
var require_InputTimeRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "time"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/LabelRole.js
var require_LabelRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "label" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/LegendRole.js
var require_LegendRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "legend" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/LineBreakRole.js
var require_LineBreakRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "br" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/LinkRole.js
var require_LinkRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "link" }
		}, {
			module: "HTML",
			concept: {
				name: "a",
				attributes: [{ name: "href" }]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ListBoxOptionRole.js
var require_ListBoxOptionRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "option" }
		}, {
			module: "HTML",
			concept: { name: "option" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ListBoxRole.js
var require_ListBoxRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [
			{
				module: "ARIA",
				concept: { name: "listbox" }
			},
			{
				module: "HTML",
				concept: { name: "datalist" }
			},
			{
				module: "HTML",
				concept: { name: "select" }
			}
		],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ListItemRole.js
var require_ListItemRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "listitem" }
		}, {
			module: "HTML",
			concept: { name: "li" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ListMarkerRole.js
var require_ListMarkerRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ListRole.js
var require_ListRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [
			{
				module: "ARIA",
				concept: { name: "list" }
			},
			{
				module: "HTML",
				concept: { name: "ul" }
			},
			{
				module: "HTML",
				concept: { name: "ol" }
			}
		],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/LogRole.js
var require_LogRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "log" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MainRole.js
var require_MainRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "main" }
		}, {
			module: "HTML",
			concept: { name: "main" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MarkRole.js
var require_MarkRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "mark" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MarqueeRole.js
var require_MarqueeRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "marquee" }
		}, {
			module: "HTML",
			concept: { name: "marquee" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MathRole.js
var require_MathRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "math" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MenuBarRole.js
var require_MenuBarRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "menubar" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MenuButtonRole.js
var require_MenuButtonRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MenuItemRole.js
var require_MenuItemRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "menuitem" }
		}, {
			module: "HTML",
			concept: { name: "menuitem" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MenuItemCheckBoxRole.js
var require_MenuItemCheckBoxRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "menuitemcheckbox" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MenuItemRadioRole.js
var require_MenuItemRadioRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "menuitemradio" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MenuListOptionRole.js
var require_MenuListOptionRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MenuListPopupRole.js
var require_MenuListPopupRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MenuRole.js
var require_MenuRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "menu" }
		}, {
			module: "HTML",
			concept: { name: "menu" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/MeterRole.js
var require_MeterRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "meter" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/NavigationRole.js
var require_NavigationRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "navigation" }
		}, {
			module: "HTML",
			concept: { name: "nav" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/NoneRole.js
var require_NoneRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "none" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/NoteRole.js
var require_NoteRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "note" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/OutlineRole.js
var require_OutlineRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ParagraphRole.js
var require_ParagraphRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "p" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/PopUpButtonRole.js
var require_PopUpButtonRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/PreRole.js
var require_PreRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "pre" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/PresentationalRole.js
var require_PresentationalRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "presentation" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ProgressIndicatorRole.js
var require_ProgressIndicatorRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "progressbar" }
		}, {
			module: "HTML",
			concept: { name: "progress" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/RadioButtonRole.js
var require_RadioButtonRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "radio" }
		}, {
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "radio"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/RadioGroupRole.js
var require_RadioGroupRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "radiogroup" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/RegionRole.js
var require_RegionRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "region" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/RootWebAreaRole.js
var require_RootWebAreaRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/RowHeaderRole.js
var require_RowHeaderRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "rowheader" }
		}, {
			module: "HTML",
			concept: {
				name: "th",
				attributes: [{
					name: "scope",
					value: "row"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/RowRole.js
var require_RowRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "row" }
		}, {
			module: "HTML",
			concept: { name: "tr" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/RubyRole.js
var require_RubyRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "ruby" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/RulerRole.js
var require_RulerRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ScrollAreaRole.js
var require_ScrollAreaRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ScrollBarRole.js
var require_ScrollBarRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "scrollbar" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SeamlessWebAreaRole.js
var require_SeamlessWebAreaRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SearchRole.js
var require_SearchRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "search" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SearchBoxRole.js
var require_SearchBoxRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "searchbox" }
		}, {
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "search"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SliderRole.js
var require_SliderRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "slider" }
		}, {
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "range"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SliderThumbRole.js
var require_SliderThumbRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SpinButtonRole.js
var require_SpinButtonRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "spinbutton" }
		}, {
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "number"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SpinButtonPartRole.js
var require_SpinButtonPartRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SplitterRole.js
var require_SplitterRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "separator" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/StaticTextRole.js
var require_StaticTextRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/StatusRole.js
var require_StatusRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "status" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SVGRootRole.js
var require_SVGRootRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/SwitchRole.js
var require_SwitchRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "switch" }
		}, {
			module: "HTML",
			concept: {
				name: "input",
				attributes: [{
					name: "type",
					value: "checkbox"
				}]
			}
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TabGroupRole.js
var require_TabGroupRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "tablist" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TabRole.js
var require_TabRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "tab" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TableHeaderContainerRole.js
var require_TableHeaderContainerRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TableRole.js
var require_TableRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "table" }
		}, {
			module: "HTML",
			concept: { name: "table" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TabListRole.js
var require_TabListRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "tablist" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TabPanelRole.js
var require_TabPanelRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "tabpanel" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TermRole.js
var require_TermRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "term" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TextAreaRole.js
var require_TextAreaRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: {
				attributes: [{
					name: "aria-multiline",
					value: "true"
				}],
				name: "textbox"
			}
		}, {
			module: "HTML",
			concept: { name: "textarea" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TextFieldRole.js
var require_TextFieldRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [
			{
				module: "ARIA",
				concept: { name: "textbox" }
			},
			{
				module: "HTML",
				concept: { name: "input" }
			},
			{
				module: "HTML",
				concept: {
					name: "input",
					attributes: [{
						name: "type",
						value: "text"
					}]
				}
			}
		],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TimeRole.js
var require_TimeRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "time" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TimerRole.js
var require_TimerRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "timer" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ToggleButtonRole.js
var require_ToggleButtonRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { attributes: [{ name: "aria-pressed" }] }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/ToolbarRole.js
var require_ToolbarRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "toolbar" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TreeRole.js
var require_TreeRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "tree" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TreeGridRole.js
var require_TreeGridRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "treegrid" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/TreeItemRole.js
var require_TreeItemRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "treeitem" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/UserInterfaceTooltipRole.js
var require_UserInterfaceTooltipRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "ARIA",
			concept: { name: "tooltip" }
		}],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/VideoRole.js
var require_VideoRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [{
			module: "HTML",
			concept: { name: "video" }
		}],
		type: "widget"
	};
}));
// node_modules/axobject-query/lib/etc/objects/WebAreaRole.js
var require_WebAreaRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "structure"
	};
}));
// node_modules/axobject-query/lib/etc/objects/WindowRole.js
var require_WindowRole = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		relatedConcepts: [],
		type: "window"
	};
}));
// node_modules/axobject-query/lib/AXObjectsMap.js
var require_AXObjectsMap = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	var _iterationDecorator = _interopRequireDefault(require_iterationDecorator());
	var _AbbrRole = _interopRequireDefault(require_AbbrRole());
	var _AlertDialogRole = _interopRequireDefault(require_AlertDialogRole());
	var _AlertRole = _interopRequireDefault(require_AlertRole());
	var _AnnotationRole = _interopRequireDefault(require_AnnotationRole());
	var _ApplicationRole = _interopRequireDefault(require_ApplicationRole());
	var _ArticleRole = _interopRequireDefault(require_ArticleRole());
	var _AudioRole = _interopRequireDefault(require_AudioRole());
	var _BannerRole = _interopRequireDefault(require_BannerRole());
	var _BlockquoteRole = _interopRequireDefault(require_BlockquoteRole());
	var _BusyIndicatorRole = _interopRequireDefault(require_BusyIndicatorRole());
	var _ButtonRole = _interopRequireDefault(require_ButtonRole());
	var _CanvasRole = _interopRequireDefault(require_CanvasRole());
	var _CaptionRole = _interopRequireDefault(require_CaptionRole());
	var _CellRole = _interopRequireDefault(require_CellRole());
	var _CheckBoxRole = _interopRequireDefault(require_CheckBoxRole());
	var _ColorWellRole = _interopRequireDefault(require_ColorWellRole());
	var _ColumnHeaderRole = _interopRequireDefault(require_ColumnHeaderRole());
	var _ColumnRole = _interopRequireDefault(require_ColumnRole());
	var _ComboBoxRole = _interopRequireDefault(require_ComboBoxRole());
	var _ComplementaryRole = _interopRequireDefault(require_ComplementaryRole());
	var _ContentInfoRole = _interopRequireDefault(require_ContentInfoRole());
	var _DateRole = _interopRequireDefault(require_DateRole());
	var _DateTimeRole = _interopRequireDefault(require_DateTimeRole());
	var _DefinitionRole = _interopRequireDefault(require_DefinitionRole());
	var _DescriptionListDetailRole = _interopRequireDefault(require_DescriptionListDetailRole());
	var _DescriptionListRole = _interopRequireDefault(require_DescriptionListRole());
	var _DescriptionListTermRole = _interopRequireDefault(require_DescriptionListTermRole());
	var _DetailsRole = _interopRequireDefault(require_DetailsRole());
	var _DialogRole = _interopRequireDefault(require_DialogRole());
	var _DirectoryRole = _interopRequireDefault(require_DirectoryRole());
	var _DisclosureTriangleRole = _interopRequireDefault(require_DisclosureTriangleRole());
	var _DivRole = _interopRequireDefault(require_DivRole());
	var _DocumentRole = _interopRequireDefault(require_DocumentRole());
	var _EmbeddedObjectRole = _interopRequireDefault(require_EmbeddedObjectRole());
	var _FeedRole = _interopRequireDefault(require_FeedRole());
	var _FigcaptionRole = _interopRequireDefault(require_FigcaptionRole());
	var _FigureRole = _interopRequireDefault(require_FigureRole());
	var _FooterRole = _interopRequireDefault(require_FooterRole());
	var _FormRole = _interopRequireDefault(require_FormRole());
	var _GridRole = _interopRequireDefault(require_GridRole());
	var _GroupRole = _interopRequireDefault(require_GroupRole());
	var _HeadingRole = _interopRequireDefault(require_HeadingRole());
	var _IframePresentationalRole = _interopRequireDefault(require_IframePresentationalRole());
	var _IframeRole = _interopRequireDefault(require_IframeRole());
	var _IgnoredRole = _interopRequireDefault(require_IgnoredRole());
	var _ImageMapLinkRole = _interopRequireDefault(require_ImageMapLinkRole());
	var _ImageMapRole = _interopRequireDefault(require_ImageMapRole());
	var _ImageRole = _interopRequireDefault(require_ImageRole());
	var _InlineTextBoxRole = _interopRequireDefault(require_InlineTextBoxRole());
	var _InputTimeRole = _interopRequireDefault(require_InputTimeRole());
	var _LabelRole = _interopRequireDefault(require_LabelRole());
	var _LegendRole = _interopRequireDefault(require_LegendRole());
	var _LineBreakRole = _interopRequireDefault(require_LineBreakRole());
	var _LinkRole = _interopRequireDefault(require_LinkRole());
	var _ListBoxOptionRole = _interopRequireDefault(require_ListBoxOptionRole());
	var _ListBoxRole = _interopRequireDefault(require_ListBoxRole());
	var _ListItemRole = _interopRequireDefault(require_ListItemRole());
	var _ListMarkerRole = _interopRequireDefault(require_ListMarkerRole());
	var _ListRole = _interopRequireDefault(require_ListRole());
	var _LogRole = _interopRequireDefault(require_LogRole());
	var _MainRole = _interopRequireDefault(require_MainRole());
	var _MarkRole = _interopRequireDefault(require_MarkRole());
	var _MarqueeRole = _interopRequireDefault(require_MarqueeRole());
	var _MathRole = _interopRequireDefault(require_MathRole());
	var _MenuBarRole = _interopRequireDefault(require_MenuBarRole());
	var _MenuButtonRole = _interopRequireDefault(require_MenuButtonRole());
	var _MenuItemRole = _interopRequireDefault(require_MenuItemRole());
	var _MenuItemCheckBoxRole = _interopRequireDefault(require_MenuItemCheckBoxRole());
	var _MenuItemRadioRole = _interopRequireDefault(require_MenuItemRadioRole());
	var _MenuListOptionRole = _interopRequireDefault(require_MenuListOptionRole());
	var _MenuListPopupRole = _interopRequireDefault(require_MenuListPopupRole());
	var _MenuRole = _interopRequireDefault(require_MenuRole());
	var _MeterRole = _interopRequireDefault(require_MeterRole());
	var _NavigationRole = _interopRequireDefault(require_NavigationRole());
	var _NoneRole = _interopRequireDefault(require_NoneRole());
	var _NoteRole = _interopRequireDefault(require_NoteRole());
	var _OutlineRole = _interopRequireDefault(require_OutlineRole());
	var _ParagraphRole = _interopRequireDefault(require_ParagraphRole());
	var _PopUpButtonRole = _interopRequireDefault(require_PopUpButtonRole());
	var _PreRole = _interopRequireDefault(require_PreRole());
	var _PresentationalRole = _interopRequireDefault(require_PresentationalRole());
	var _ProgressIndicatorRole = _interopRequireDefault(require_ProgressIndicatorRole());
	var _RadioButtonRole = _interopRequireDefault(require_RadioButtonRole());
	var _RadioGroupRole = _interopRequireDefault(require_RadioGroupRole());
	var _RegionRole = _interopRequireDefault(require_RegionRole());
	var _RootWebAreaRole = _interopRequireDefault(require_RootWebAreaRole());
	var _RowHeaderRole = _interopRequireDefault(require_RowHeaderRole());
	var _RowRole = _interopRequireDefault(require_RowRole());
	var _RubyRole = _interopRequireDefault(require_RubyRole());
	var _RulerRole = _interopRequireDefault(require_RulerRole());
	var _ScrollAreaRole = _interopRequireDefault(require_ScrollAreaRole());
	var _ScrollBarRole = _interopRequireDefault(require_ScrollBarRole());
	var _SeamlessWebAreaRole = _interopRequireDefault(require_SeamlessWebAreaRole());
	var _SearchRole = _interopRequireDefault(require_SearchRole());
	var _SearchBoxRole = _interopRequireDefault(require_SearchBoxRole());
	var _SliderRole = _interopRequireDefault(require_SliderRole());
	var _SliderThumbRole = _interopRequireDefault(require_SliderThumbRole());
	var _SpinButtonRole = _interopRequireDefault(require_SpinButtonRole());
	var _SpinButtonPartRole = _interopRequireDefault(require_SpinButtonPartRole());
	var _SplitterRole = _interopRequireDefault(require_SplitterRole());
	var _StaticTextRole = _interopRequireDefault(require_StaticTextRole());
	var _StatusRole = _interopRequireDefault(require_StatusRole());
	var _SVGRootRole = _interopRequireDefault(require_SVGRootRole());
	var _SwitchRole = _interopRequireDefault(require_SwitchRole());
	var _TabGroupRole = _interopRequireDefault(require_TabGroupRole());
	var _TabRole = _interopRequireDefault(require_TabRole());
	var _TableHeaderContainerRole = _interopRequireDefault(require_TableHeaderContainerRole());
	var _TableRole = _interopRequireDefault(require_TableRole());
	var _TabListRole = _interopRequireDefault(require_TabListRole());
	var _TabPanelRole = _interopRequireDefault(require_TabPanelRole());
	var _TermRole = _interopRequireDefault(require_TermRole());
	var _TextAreaRole = _interopRequireDefault(require_TextAreaRole());
	var _TextFieldRole = _interopRequireDefault(require_TextFieldRole());
	var _TimeRole = _interopRequireDefault(require_TimeRole());
	var _TimerRole = _interopRequireDefault(require_TimerRole());
	var _ToggleButtonRole = _interopRequireDefault(require_ToggleButtonRole());
	var _ToolbarRole = _interopRequireDefault(require_ToolbarRole());
	var _TreeRole = _interopRequireDefault(require_TreeRole());
	var _TreeGridRole = _interopRequireDefault(require_TreeGridRole());
	var _TreeItemRole = _interopRequireDefault(require_TreeItemRole());
	var _UserInterfaceTooltipRole = _interopRequireDefault(require_UserInterfaceTooltipRole());
	var _VideoRole = _interopRequireDefault(require_VideoRole());
	var _WebAreaRole = _interopRequireDefault(require_WebAreaRole());
	var _WindowRole = _interopRequireDefault(require_WindowRole());
	function _interopRequireDefault(obj) {
		return obj && obj.__esModule ? obj : { default: obj };
	}
	function _slicedToArray(arr, i) {
		return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _unsupportedIterableToArray(arr, i) || _nonIterableRest();
	}
	function _nonIterableRest() {
		throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
	}
	function _unsupportedIterableToArray(o, minLen) {
		if (!o) return;
		if (typeof o === "string") return _arrayLikeToArray(o, minLen);
		var n = Object.prototype.toString.call(o).slice(8, -1);
		if (n === "Object" && o.constructor) n = o.constructor.name;
		if (n === "Map" || n === "Set") return Array.from(o);
		if (n === "Arguments" || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)) return _arrayLikeToArray(o, minLen);
	}
	function _arrayLikeToArray(arr, len) {
		if (len == null || len > arr.length) len = arr.length;
		for (var i = 0, arr2 = new Array(len); i < len; i++) arr2[i] = arr[i];
		return arr2;
	}
	function _iterableToArrayLimit(arr, i) {
		var _i = arr == null ? null : typeof Symbol !== "undefined" && arr[Symbol.iterator] || arr["@@iterator"];
		if (_i == null) return;
		var _arr = [];
		var _n = true;
		var _d = false;
		var _s, _e;
		try {
			for (_i = _i.call(arr); !(_n = (_s = _i.next()).done); _n = true) {
				_arr.push(_s.value);
				if (i && _arr.length === i) break;
			}
		} catch (err) {
			_d = true;
			_e = err;
		} finally {
			try {
				if (!_n && _i["return"] != null) _i["return"]();
			} finally {
				if (_d) throw _e;
			}
		}
		return _arr;
	}
	function _arrayWithHoles(arr) {
		if (Array.isArray(arr)) return arr;
	}
	var AXObjects = [
		["AbbrRole", _AbbrRole.default],
		["AlertDialogRole", _AlertDialogRole.default],
		["AlertRole", _AlertRole.default],
		["AnnotationRole", _AnnotationRole.default],
		["ApplicationRole", _ApplicationRole.default],
		["ArticleRole", _ArticleRole.default],
		["AudioRole", _AudioRole.default],
		["BannerRole", _BannerRole.default],
		["BlockquoteRole", _BlockquoteRole.default],
		["BusyIndicatorRole", _BusyIndicatorRole.default],
		["ButtonRole", _ButtonRole.default],
		["CanvasRole", _CanvasRole.default],
		["CaptionRole", _CaptionRole.default],
		["CellRole", _CellRole.default],
		["CheckBoxRole", _CheckBoxRole.default],
		["ColorWellRole", _ColorWellRole.default],
		["ColumnHeaderRole", _ColumnHeaderRole.default],
		["ColumnRole", _ColumnRole.default],
		["ComboBoxRole", _ComboBoxRole.default],
		["ComplementaryRole", _ComplementaryRole.default],
		["ContentInfoRole", _ContentInfoRole.default],
		["DateRole", _DateRole.default],
		["DateTimeRole", _DateTimeRole.default],
		["DefinitionRole", _DefinitionRole.default],
		["DescriptionListDetailRole", _DescriptionListDetailRole.default],
		["DescriptionListRole", _DescriptionListRole.default],
		["DescriptionListTermRole", _DescriptionListTermRole.default],
		["DetailsRole", _DetailsRole.default],
		["DialogRole", _DialogRole.default],
		["DirectoryRole", _DirectoryRole.default],
		["DisclosureTriangleRole", _DisclosureTriangleRole.default],
		["DivRole", _DivRole.default],
		["DocumentRole", _DocumentRole.default],
		["EmbeddedObjectRole", _EmbeddedObjectRole.default],
		["FeedRole", _FeedRole.default],
		["FigcaptionRole", _FigcaptionRole.default],
		["FigureRole", _FigureRole.default],
		["FooterRole", _FooterRole.default],
		["FormRole", _FormRole.default],
		["GridRole", _GridRole.default],
		["GroupRole", _GroupRole.default],
		["HeadingRole", _HeadingRole.default],
		["IframePresentationalRole", _IframePresentationalRole.default],
		["IframeRole", _IframeRole.default],
		["IgnoredRole", _IgnoredRole.default],
		["ImageMapLinkRole", _ImageMapLinkRole.default],
		["ImageMapRole", _ImageMapRole.default],
		["ImageRole", _ImageRole.default],
		["InlineTextBoxRole", _InlineTextBoxRole.default],
		["InputTimeRole", _InputTimeRole.default],
		["LabelRole", _LabelRole.default],
		["LegendRole", _LegendRole.default],
		["LineBreakRole", _LineBreakRole.default],
		["LinkRole", _LinkRole.default],
		["ListBoxOptionRole", _ListBoxOptionRole.default],
		["ListBoxRole", _ListBoxRole.default],
		["ListItemRole", _ListItemRole.default],
		["ListMarkerRole", _ListMarkerRole.default],
		["ListRole", _ListRole.default],
		["LogRole", _LogRole.default],
		["MainRole", _MainRole.default],
		["MarkRole", _MarkRole.default],
		["MarqueeRole", _MarqueeRole.default],
		["MathRole", _MathRole.default],
		["MenuBarRole", _MenuBarRole.default],
		["MenuButtonRole", _MenuButtonRole.default],
		["MenuItemRole", _MenuItemRole.default],
		["MenuItemCheckBoxRole", _MenuItemCheckBoxRole.default],
		["MenuItemRadioRole", _MenuItemRadioRole.default],
		["MenuListOptionRole", _MenuListOptionRole.default],
		["MenuListPopupRole", _MenuListPopupRole.default],
		["MenuRole", _MenuRole.default],
		["MeterRole", _MeterRole.default],
		["NavigationRole", _NavigationRole.default],
		["NoneRole", _NoneRole.default],
		["NoteRole", _NoteRole.default],
		["OutlineRole", _OutlineRole.default],
		["ParagraphRole", _ParagraphRole.default],
		["PopUpButtonRole", _PopUpButtonRole.default],
		["PreRole", _PreRole.default],
		["PresentationalRole", _PresentationalRole.default],
		["ProgressIndicatorRole", _ProgressIndicatorRole.default],
		["RadioButtonRole", _RadioButtonRole.default],
		["RadioGroupRole", _RadioGroupRole.default],
		["RegionRole", _RegionRole.default],
		["RootWebAreaRole", _RootWebAreaRole.default],
		["RowHeaderRole", _RowHeaderRole.default],
		["RowRole", _RowRole.default],
		["RubyRole", _RubyRole.default],
		["RulerRole", _RulerRole.default],
		["ScrollAreaRole", _ScrollAreaRole.default],
		["ScrollBarRole", _ScrollBarRole.default],
		["SeamlessWebAreaRole", _SeamlessWebAreaRole.default],
		["SearchRole", _SearchRole.default],
		["SearchBoxRole", _SearchBoxRole.default],
		["SliderRole", _SliderRole.default],
		["SliderThumbRole", _SliderThumbRole.default],
		["SpinButtonRole", _SpinButtonRole.default],
		["SpinButtonPartRole", _SpinButtonPartRole.default],
		["SplitterRole", _SplitterRole.default],
		["StaticTextRole", _StaticTextRole.default],
		["StatusRole", _StatusRole.default],
		["SVGRootRole", _SVGRootRole.default],
		["SwitchRole", _SwitchRole.default],
		["TabGroupRole", _TabGroupRole.default],
		["TabRole", _TabRole.default],
		["TableHeaderContainerRole", _TableHeaderContainerRole.default],
		["TableRole", _TableRole.default],
		["TabListRole", _TabListRole.default],
		["TabPanelRole", _TabPanelRole.default],
		["TermRole", _TermRole.default],
		["TextAreaRole", _TextAreaRole.default],
		["TextFieldRole", _TextFieldRole.default],
		["TimeRole", _TimeRole.default],
		["TimerRole", _TimerRole.default],
		["ToggleButtonRole", _ToggleButtonRole.default],
		["ToolbarRole", _ToolbarRole.default],
		["TreeRole", _TreeRole.default],
		["TreeGridRole", _TreeGridRole.default],
		["TreeItemRole", _TreeItemRole.default],
		["UserInterfaceTooltipRole", _UserInterfaceTooltipRole.default],
		["VideoRole", _VideoRole.default],
		["WebAreaRole", _WebAreaRole.default],
		["WindowRole", _WindowRole.default]
	];
	var AXObjectsMap = {
		entries: function entries() {
			return AXObjects;
		},
		forEach: function forEach(fn) {
			var thisArg = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : null;
			for (var _i = 0, _AXObjects = AXObjects; _i < _AXObjects.length; _i++) {
				var _AXObjects$_i = _slicedToArray(_AXObjects[_i], 2), key = _AXObjects$_i[0], values = _AXObjects$_i[1];
				fn.call(thisArg, values, key, AXObjects);
			}
		},
		get: function get(key) {
			var item = AXObjects.find(function(tuple) {
				return tuple[0] === key ? true : false;
			});
			return item && item[1];
		},
		has: function has(key) {
			return !!AXObjectsMap.get(key);
		},
		keys: function keys() {
			return AXObjects.map(function(_ref) {
				return _slicedToArray(_ref, 1)[0];
			});
		},
		values: function values() {
			return AXObjects.map(function(_ref3) {
				return _slicedToArray(_ref3, 2)[1];
			});
		}
	};
	exports.default = (0, _iterationDecorator.default)(AXObjectsMap, AXObjectsMap.entries());
}));
// node_modules/axobject-query/lib/AXObjectElementMap.js
var require_AXObjectElementMap = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	var _iterationDecorator = _interopRequireDefault(require_iterationDecorator());
	var _AXObjectsMap = _interopRequireDefault(require_AXObjectsMap());
	function _interopRequireDefault(obj) {
		return obj && obj.__esModule ? obj : { default: obj };
	}
	function _slicedToArray(arr, i) {
		return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _unsupportedIterableToArray(arr, i) || _nonIterableRest();
	}
	function _nonIterableRest() {
		throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
	}
	function _iterableToArrayLimit(arr, i) {
		var _i = arr == null ? null : typeof Symbol !== "undefined" && arr[Symbol.iterator] || arr["@@iterator"];
		if (_i == null) return;
		var _arr = [];
		var _n = true;
		var _d = false;
		var _s, _e;
		try {
			for (_i = _i.call(arr); !(_n = (_s = _i.next()).done); _n = true) {
				_arr.push(_s.value);
				if (i && _arr.length === i) break;
			}
		} catch (err) {
			_d = true;
			_e = err;
		} finally {
			try {
				if (!_n && _i["return"] != null) _i["return"]();
			} finally {
				if (_d) throw _e;
			}
		}
		return _arr;
	}
	function _arrayWithHoles(arr) {
		if (Array.isArray(arr)) return arr;
	}
	function _createForOfIteratorHelper(o, allowArrayLike) {
		var it = typeof Symbol !== "undefined" && o[Symbol.iterator] || o["@@iterator"];
		if (!it) {
			if (Array.isArray(o) || (it = _unsupportedIterableToArray(o)) || allowArrayLike && o && typeof o.length === "number") {
				if (it) o = it;
				var i = 0;
				var F = function F() {};
				return {
					s: F,
					n: function n() {
						if (i >= o.length) return { done: true };
						return {
							done: false,
							value: o[i++]
						};
					},
					e: function e(_e2) {
						throw _e2;
					},
					f: F
				};
			}
			throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
		}
		var normalCompletion = true, didErr = false, err;
		return {
			s: function s() {
				it = it.call(o);
			},
			n: function n() {
				var step = it.next();
				normalCompletion = step.done;
				return step;
			},
			e: function e(_e3) {
				didErr = true;
				err = _e3;
			},
			f: function f() {
				try {
					if (!normalCompletion && it.return != null) it.return();
				} finally {
					if (didErr) throw err;
				}
			}
		};
	}
	function _unsupportedIterableToArray(o, minLen) {
		if (!o) return;
		if (typeof o === "string") return _arrayLikeToArray(o, minLen);
		var n = Object.prototype.toString.call(o).slice(8, -1);
		if (n === "Object" && o.constructor) n = o.constructor.name;
		if (n === "Map" || n === "Set") return Array.from(o);
		if (n === "Arguments" || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)) return _arrayLikeToArray(o, minLen);
	}
	function _arrayLikeToArray(arr, len) {
		if (len == null || len > arr.length) len = arr.length;
		for (var i = 0, arr2 = new Array(len); i < len; i++) arr2[i] = arr[i];
		return arr2;
	}
	var AXObjectElements = [];
	var _iterator = _createForOfIteratorHelper(_AXObjectsMap.default.entries());
	var _step;
	try {
		var _loop = function _loop() {
			var _step$value = _slicedToArray(_step.value, 2), name = _step$value[0];
			var relatedConcepts = _step$value[1].relatedConcepts;
			if (Array.isArray(relatedConcepts)) relatedConcepts.forEach(function(relation) {
				if (relation.module === "HTML") {
					var concept = relation.concept;
					if (concept) {
						var index = AXObjectElements.findIndex(function(_ref5) {
							return _slicedToArray(_ref5, 1)[0] === name;
						});
						if (index === -1) {
							AXObjectElements.push([name, []]);
							index = AXObjectElements.length - 1;
						}
						AXObjectElements[index][1].push(concept);
					}
				}
			});
		};
		for (_iterator.s(); !(_step = _iterator.n()).done;) _loop();
	} catch (err) {
		_iterator.e(err);
	} finally {
		_iterator.f();
	}
	var AXObjectElementMap = {
		entries: function entries() {
			return AXObjectElements;
		},
		forEach: function forEach(fn) {
			var thisArg = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : null;
			for (var _i = 0, _AXObjectElements = AXObjectElements; _i < _AXObjectElements.length; _i++) {
				var _AXObjectElements$_i = _slicedToArray(_AXObjectElements[_i], 2), key = _AXObjectElements$_i[0], values = _AXObjectElements$_i[1];
				fn.call(thisArg, values, key, AXObjectElements);
			}
		},
		get: function get(key) {
			var item = AXObjectElements.find(function(tuple) {
				return tuple[0] === key ? true : false;
			});
			return item && item[1];
		},
		has: function has(key) {
			return !!AXObjectElementMap.get(key);
		},
		keys: function keys() {
			return AXObjectElements.map(function(_ref) {
				return _slicedToArray(_ref, 1)[0];
			});
		},
		values: function values() {
			return AXObjectElements.map(function(_ref3) {
				return _slicedToArray(_ref3, 2)[1];
			});
		}
	};
	exports.default = (0, _iterationDecorator.default)(AXObjectElementMap, AXObjectElementMap.entries());
}));
// node_modules/axobject-query/lib/AXObjectRoleMap.js
var require_AXObjectRoleMap = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	var _iterationDecorator = _interopRequireDefault(require_iterationDecorator());
	var _AXObjectsMap = _interopRequireDefault(require_AXObjectsMap());
	function _interopRequireDefault(obj) {
		return obj && obj.__esModule ? obj : { default: obj };
	}
	function _slicedToArray(arr, i) {
		return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _unsupportedIterableToArray(arr, i) || _nonIterableRest();
	}
	function _nonIterableRest() {
		throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
	}
	function _iterableToArrayLimit(arr, i) {
		var _i = arr == null ? null : typeof Symbol !== "undefined" && arr[Symbol.iterator] || arr["@@iterator"];
		if (_i == null) return;
		var _arr = [];
		var _n = true;
		var _d = false;
		var _s, _e;
		try {
			for (_i = _i.call(arr); !(_n = (_s = _i.next()).done); _n = true) {
				_arr.push(_s.value);
				if (i && _arr.length === i) break;
			}
		} catch (err) {
			_d = true;
			_e = err;
		} finally {
			try {
				if (!_n && _i["return"] != null) _i["return"]();
			} finally {
				if (_d) throw _e;
			}
		}
		return _arr;
	}
	function _arrayWithHoles(arr) {
		if (Array.isArray(arr)) return arr;
	}
	function _createForOfIteratorHelper(o, allowArrayLike) {
		var it = typeof Symbol !== "undefined" && o[Symbol.iterator] || o["@@iterator"];
		if (!it) {
			if (Array.isArray(o) || (it = _unsupportedIterableToArray(o)) || allowArrayLike && o && typeof o.length === "number") {
				if (it) o = it;
				var i = 0;
				var F = function F() {};
				return {
					s: F,
					n: function n() {
						if (i >= o.length) return { done: true };
						return {
							done: false,
							value: o[i++]
						};
					},
					e: function e(_e2) {
						throw _e2;
					},
					f: F
				};
			}
			throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
		}
		var normalCompletion = true, didErr = false, err;
		return {
			s: function s() {
				it = it.call(o);
			},
			n: function n() {
				var step = it.next();
				normalCompletion = step.done;
				return step;
			},
			e: function e(_e3) {
				didErr = true;
				err = _e3;
			},
			f: function f() {
				try {
					if (!normalCompletion && it.return != null) it.return();
				} finally {
					if (didErr) throw err;
				}
			}
		};
	}
	function _unsupportedIterableToArray(o, minLen) {
		if (!o) return;
		if (typeof o === "string") return _arrayLikeToArray(o, minLen);
		var n = Object.prototype.toString.call(o).slice(8, -1);
		if (n === "Object" && o.constructor) n = o.constructor.name;
		if (n === "Map" || n === "Set") return Array.from(o);
		if (n === "Arguments" || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)) return _arrayLikeToArray(o, minLen);
	}
	function _arrayLikeToArray(arr, len) {
		if (len == null || len > arr.length) len = arr.length;
		for (var i = 0, arr2 = new Array(len); i < len; i++) arr2[i] = arr[i];
		return arr2;
	}
	var AXObjectRoleElements = [];
	var _iterator = _createForOfIteratorHelper(_AXObjectsMap.default.entries());
	var _step;
	try {
		var _loop = function _loop() {
			var _step$value = _slicedToArray(_step.value, 2), name = _step$value[0];
			var relatedConcepts = _step$value[1].relatedConcepts;
			if (Array.isArray(relatedConcepts)) relatedConcepts.forEach(function(relation) {
				if (relation.module === "ARIA") {
					var concept = relation.concept;
					if (concept) {
						var index = AXObjectRoleElements.findIndex(function(_ref5) {
							return _slicedToArray(_ref5, 1)[0] === name;
						});
						if (index === -1) {
							AXObjectRoleElements.push([name, []]);
							index = AXObjectRoleElements.length - 1;
						}
						AXObjectRoleElements[index][1].push(concept);
					}
				}
			});
		};
		for (_iterator.s(); !(_step = _iterator.n()).done;) _loop();
	} catch (err) {
		_iterator.e(err);
	} finally {
		_iterator.f();
	}
	var AXObjectRoleMap = {
		entries: function entries() {
			return AXObjectRoleElements;
		},
		forEach: function forEach(fn) {
			var thisArg = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : null;
			for (var _i = 0, _AXObjectRoleElements = AXObjectRoleElements; _i < _AXObjectRoleElements.length; _i++) {
				var _AXObjectRoleElements2 = _slicedToArray(_AXObjectRoleElements[_i], 2), key = _AXObjectRoleElements2[0], values = _AXObjectRoleElements2[1];
				fn.call(thisArg, values, key, AXObjectRoleElements);
			}
		},
		get: function get(key) {
			var item = AXObjectRoleElements.find(function(tuple) {
				return tuple[0] === key ? true : false;
			});
			return item && item[1];
		},
		has: function has(key) {
			return !!AXObjectRoleMap.get(key);
		},
		keys: function keys() {
			return AXObjectRoleElements.map(function(_ref) {
				return _slicedToArray(_ref, 1)[0];
			});
		},
		values: function values() {
			return AXObjectRoleElements.map(function(_ref3) {
				return _slicedToArray(_ref3, 2)[1];
			});
		}
	};
	exports.default = (0, _iterationDecorator.default)(AXObjectRoleMap, AXObjectRoleMap.entries());
}));
// node_modules/axobject-query/lib/elementAXObjectMap.js
var require_elementAXObjectMap = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	var _AXObjectsMap = _interopRequireDefault(require_AXObjectsMap());
	var _iterationDecorator = _interopRequireDefault(require_iterationDecorator());
	function _interopRequireDefault(obj) {
		return obj && obj.__esModule ? obj : { default: obj };
	}
	function _slicedToArray(arr, i) {
		return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _unsupportedIterableToArray(arr, i) || _nonIterableRest();
	}
	function _nonIterableRest() {
		throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
	}
	function _iterableToArrayLimit(arr, i) {
		var _i = arr == null ? null : typeof Symbol !== "undefined" && arr[Symbol.iterator] || arr["@@iterator"];
		if (_i == null) return;
		var _arr = [];
		var _n = true;
		var _d = false;
		var _s, _e;
		try {
			for (_i = _i.call(arr); !(_n = (_s = _i.next()).done); _n = true) {
				_arr.push(_s.value);
				if (i && _arr.length === i) break;
			}
		} catch (err) {
			_d = true;
			_e = err;
		} finally {
			try {
				if (!_n && _i["return"] != null) _i["return"]();
			} finally {
				if (_d) throw _e;
			}
		}
		return _arr;
	}
	function _arrayWithHoles(arr) {
		if (Array.isArray(arr)) return arr;
	}
	function _createForOfIteratorHelper(o, allowArrayLike) {
		var it = typeof Symbol !== "undefined" && o[Symbol.iterator] || o["@@iterator"];
		if (!it) {
			if (Array.isArray(o) || (it = _unsupportedIterableToArray(o)) || allowArrayLike && o && typeof o.length === "number") {
				if (it) o = it;
				var i = 0;
				var F = function F() {};
				return {
					s: F,
					n: function n() {
						if (i >= o.length) return { done: true };
						return {
							done: false,
							value: o[i++]
						};
					},
					e: function e(_e2) {
						throw _e2;
					},
					f: F
				};
			}
			throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
		}
		var normalCompletion = true, didErr = false, err;
		return {
			s: function s() {
				it = it.call(o);
			},
			n: function n() {
				var step = it.next();
				normalCompletion = step.done;
				return step;
			},
			e: function e(_e3) {
				didErr = true;
				err = _e3;
			},
			f: function f() {
				try {
					if (!normalCompletion && it.return != null) it.return();
				} finally {
					if (didErr) throw err;
				}
			}
		};
	}
	function _unsupportedIterableToArray(o, minLen) {
		if (!o) return;
		if (typeof o === "string") return _arrayLikeToArray(o, minLen);
		var n = Object.prototype.toString.call(o).slice(8, -1);
		if (n === "Object" && o.constructor) n = o.constructor.name;
		if (n === "Map" || n === "Set") return Array.from(o);
		if (n === "Arguments" || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)) return _arrayLikeToArray(o, minLen);
	}
	function _arrayLikeToArray(arr, len) {
		if (len == null || len > arr.length) len = arr.length;
		for (var i = 0, arr2 = new Array(len); i < len; i++) arr2[i] = arr[i];
		return arr2;
	}
	var elementAXObjects = [];
	var _iterator = _createForOfIteratorHelper(_AXObjectsMap.default.entries());
	var _step;
	try {
		var _loop = function _loop() {
			var _step$value = _slicedToArray(_step.value, 2), name = _step$value[0];
			var relatedConcepts = _step$value[1].relatedConcepts;
			if (Array.isArray(relatedConcepts)) relatedConcepts.forEach(function(relation) {
				if (relation.module === "HTML") {
					var concept = relation.concept;
					if (concept != null) {
						var conceptStr = JSON.stringify(concept);
						var axObjects;
						var index = 0;
						for (; index < elementAXObjects.length; index++) {
							var key = elementAXObjects[index][0];
							if (JSON.stringify(key) === conceptStr) {
								axObjects = elementAXObjects[index][1];
								break;
							}
						}
						if (!Array.isArray(axObjects)) axObjects = [];
						if (axObjects.findIndex(function(item) {
							return item === name;
						}) === -1) axObjects.push(name);
						if (index < elementAXObjects.length) elementAXObjects.splice(index, 1, [concept, axObjects]);
						else elementAXObjects.push([concept, axObjects]);
					}
				}
			});
		};
		for (_iterator.s(); !(_step = _iterator.n()).done;) _loop();
	} catch (err) {
		_iterator.e(err);
	} finally {
		_iterator.f();
	}
	function deepAxObjectModelRelationshipConceptAttributeCheck(a, b) {
		if (a === void 0 && b !== void 0) return false;
		if (a !== void 0 && b === void 0) return false;
		if (a !== void 0 && b !== void 0) {
			if (a.length != b.length) return false;
			for (var i = 0; i < a.length; i++) if (b[i].name !== a[i].name || b[i].value !== a[i].value) return false;
		}
		return true;
	}
	var elementAXObjectMap = {
		entries: function entries() {
			return elementAXObjects;
		},
		forEach: function forEach(fn) {
			var thisArg = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : null;
			for (var _i = 0, _elementAXObjects = elementAXObjects; _i < _elementAXObjects.length; _i++) {
				var _elementAXObjects$_i = _slicedToArray(_elementAXObjects[_i], 2), key = _elementAXObjects$_i[0], values = _elementAXObjects$_i[1];
				fn.call(thisArg, values, key, elementAXObjects);
			}
		},
		get: function get(key) {
			var item = elementAXObjects.find(function(tuple) {
				return key.name === tuple[0].name && deepAxObjectModelRelationshipConceptAttributeCheck(key.attributes, tuple[0].attributes);
			});
			return item && item[1];
		},
		has: function has(key) {
			return !!elementAXObjectMap.get(key);
		},
		keys: function keys() {
			return elementAXObjects.map(function(_ref) {
				return _slicedToArray(_ref, 1)[0];
			});
		},
		values: function values() {
			return elementAXObjects.map(function(_ref3) {
				return _slicedToArray(_ref3, 2)[1];
			});
		}
	};
	exports.default = (0, _iterationDecorator.default)(elementAXObjectMap, elementAXObjectMap.entries());
}));
// node_modules/axobject-query/lib/index.js
var require_lib = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.elementAXObjects = exports.AXObjects = exports.AXObjectRoles = exports.AXObjectElements = void 0;
	var _AXObjectElementMap = _interopRequireDefault(require_AXObjectElementMap());
	var _AXObjectRoleMap = _interopRequireDefault(require_AXObjectRoleMap());
	var _AXObjectsMap = _interopRequireDefault(require_AXObjectsMap());
	var _elementAXObjectMap = _interopRequireDefault(require_elementAXObjectMap());
	function _interopRequireDefault(obj) {
		return obj && obj.__esModule ? obj : { default: obj };
	}
	exports.AXObjectElements = _AXObjectElementMap.default;
	exports.AXObjectRoles = _AXObjectRoleMap.default;
	exports.AXObjects = _AXObjectsMap.default;
	exports.elementAXObjects = _elementAXObjectMap.default;
}));
export default require_lib();
export { require_lib as t };
