/**
 * The site's only script (issue 33), inline and plain ES2017 so the page opens from file:// in any browser with no
 * module loader and no network. It reads the JSON in #chronicle-data and does three things: draws the map of the
 * chosen turn (control of places, pieces, this turn's battles ringed) and its text summary; steps the turns with
 * the Play button; and runs the diary tabs (arrow keys, Home, End: the WAI-ARIA tabs pattern). Everything else on
 * the page is plain HTML that reads without it.
 */
export const CHRONICLE_SCRIPT = `(function(){
'use strict';
var data=JSON.parse(document.getElementById('chronicle-data').textContent);
var NS='http://www.w3.org/2000/svg';
var slider=document.getElementById('turn');
var label=document.getElementById('turn-label');
var caption=document.getElementById('map-caption');
var play=document.getElementById('play');
var playText=play.textContent,pauseText=play.getAttribute('data-pause');
var owners=document.getElementById('owners');
var places=owners?owners.children:[];
var pieces=document.getElementById('pieces');
var rings=document.getElementById('battle-rings');
var neutral=data.style==='tint'?'transparent':'#f4f4f4';
function ink(hex){var m=/^#?([0-9a-f]{6})$/i.exec(hex||'');if(!m)return '#000';var v=parseInt(m[1],16);
var l=0.2126*((v>>16)&255)+0.7152*((v>>8)&255)+0.0722*(v&255);return l>140?'#111':'#fff';}
var ownerAt=[];
(function(){var now=[];for(var i=0;i<data.places.length;i++)now.push(-1);
for(var f=0;f<data.frames.length;f++){var ch=data.frames[f].owners;for(var j=0;j<ch.length;j++)now[ch[j][0]]=ch[j][1];ownerAt.push(now.slice());}})();
function el(name,attrs){var e=document.createElementNS(NS,name);for(var k in attrs)e.setAttribute(k,attrs[k]);return e;}
function show(i){
var frame=data.frames[i];if(!frame)return;
var own=ownerAt[i];
for(var p=0;p<places.length;p++){var o=own[p];places[p].style.fill=o<0?neutral:data.sides[o].color;}
while(pieces.firstChild)pieces.removeChild(pieces.firstChild);
var seen={};
for(var k=0;k<frame.pieces.length;k++){var pc=frame.pieces[k];var h=pc[0];var n=seen[h]||0;seen[h]=n+1;
var x=data.centres[h*2]+n*3.5-4.5,y=data.centres[h*2+1]-7+n*3.5;var side=data.sides[pc[1]];
var g=el('g',{'class':'piece'});var t=el('title',{});t.textContent=pc[3]+' ('+side.name+')';g.appendChild(t);
g.appendChild(el('rect',{x:x.toFixed(1),y:y.toFixed(1),width:9,height:6.5,rx:1,fill:side.color}));
var tx=el('text',{x:(x+4.5).toFixed(1),y:(y+4.9).toFixed(1),fill:ink(side.color)});tx.textContent=pc[2];g.appendChild(tx);pieces.appendChild(g);}
while(rings.firstChild)rings.removeChild(rings.firstChild);
for(var b=0;b<frame.battles.length;b++){var bh=frame.battles[b];
rings.appendChild(el('circle',{'class':'ring',cx:data.centres[bh*2],cy:data.centres[bh*2+1],r:8}));}
label.textContent=frame.label;slider.setAttribute('aria-valuetext',frame.label);caption.textContent=frame.summary;
}
var timer=null;
function stop(){if(timer){clearInterval(timer);timer=null;}play.setAttribute('aria-pressed','false');play.textContent=playText;}
function start(){if(+slider.value>=data.frames.length-1)slider.value='0';show(+slider.value);
play.setAttribute('aria-pressed','true');play.textContent=pauseText;
timer=setInterval(function(){var v=+slider.value+1;if(v>=data.frames.length){stop();return;}slider.value=String(v);show(v);},900);}
slider.addEventListener('input',function(){show(+slider.value);});
play.addEventListener('click',function(){if(timer)stop();else start();});
var jumps=document.querySelectorAll('[data-frame]');
for(var j=0;j<jumps.length;j++)jumps[j].addEventListener('click',function(ev){ev.preventDefault();stop();
slider.value=this.getAttribute('data-frame');show(+slider.value);document.getElementById('map').scrollIntoView();slider.focus();});
show(+slider.value);
var tabs=[].slice.call(document.querySelectorAll('[role=tab]'));
function select(tab,focus){tabs.forEach(function(t){var on=t===tab;t.setAttribute('aria-selected',on?'true':'false');t.tabIndex=on?0:-1;
document.getElementById(t.getAttribute('aria-controls')).hidden=!on;});if(focus)tab.focus();}
tabs.forEach(function(tab,i){tab.addEventListener('click',function(){select(tab,false);});
tab.addEventListener('keydown',function(ev){var to=null;if(ev.key==='ArrowRight')to=tabs[(i+1)%tabs.length];
else if(ev.key==='ArrowLeft')to=tabs[(i-1+tabs.length)%tabs.length];else if(ev.key==='Home')to=tabs[0];else if(ev.key==='End')to=tabs[tabs.length-1];
if(to){ev.preventDefault();select(to,true);}});});
})();`;
